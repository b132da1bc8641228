// The states live in src/domain (the app's place search lists them too).
export * from '../../src/domain/brazil-states.ts';
