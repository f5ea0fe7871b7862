import 'i18next';

// Matches `returnNull: false` in gatsby-config: a missing string is never null.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
