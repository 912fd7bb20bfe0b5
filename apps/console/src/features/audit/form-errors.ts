// Moved to shared: album review's forms check the same way.
export * from '../../shared/form-errors';
