/** SPEC section 4: '' -> 'loading' -> 'success' | 'failed' (login success says 'logged in'). */
export type RequestStatus = '' | 'loading' | 'success' | 'failed' | 'logged in';
