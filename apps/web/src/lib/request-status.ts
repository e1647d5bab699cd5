/** docs/product/rules.md#order-statuses: '' -> 'loading' -> 'success' | 'failed' (login success says 'logged in'). */
export type RequestStatus = '' | 'loading' | 'success' | 'failed' | 'logged in';
