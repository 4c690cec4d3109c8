export { AppError, notFound } from './app-error';
export { registerErrorHandler, toErrorAnswer } from './error-handler';
export { issuesToMessages, ValidationError } from './validation-error';
