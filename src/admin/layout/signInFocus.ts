/**
 * Whether the admin is opening right after a sign-in in this page: the first page after it is then no visit's
 * first page (its sign-in button went away with the login form), so useFocusAfterNavigation gives its heading the
 * focus too. A module of its own, without imports: the stand-alone login page sets it and stays small.
 */
let signedInJustNow = false;

export const focusFirstPageAfterSignIn = () => {
  signedInJustNow = true;
};

export const isJustSignedIn = () => signedInJustNow;

/** Once the first page has had its say. */
export const clearSignedInJustNow = () => {
  signedInJustNow = false;
};
