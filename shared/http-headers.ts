// Header names the web app and the server agree on.

/** Sent by an admin acting for an account; the value is that account's id. */
export const ADMIN_HEADER = 'x-admin-id';
