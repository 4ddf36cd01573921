// Types of session-cookie.mjs.
export declare const SESSION_COOKIE: 'bioark.session';
export declare const CUSTOMER_COOKIE: 'bioark.customer';
