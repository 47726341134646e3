// The navigation's words: the shell shows them on every page, so they are in the web's first bundle.
export const nav = {
  label: 'Main',
  home: 'Home',
  myReturns: 'My Returns',
  myAccount: 'My Account',
  logIn: 'Log In',
  completed: 'Completed',
  more: 'More',
} as const;
