export { AppError, notFound } from './app-error';
export { answerClientError, answerFrameworkError, registerErrorHandler } from './error-handler';
export { issuesToMessages, ValidationError } from './validation-error';
