export { AppError, notFound } from './app-error';
export { registerErrorHandler } from './error-handler';
export { ValidationError } from './validation-error';
