// The coupon screens' rules, pure (unit-tested), one module per concern: the form and its
// conversion to the API's form, the scope's choices, and the list (labels, filters, CSV).
export * from './coupon-form-model';
export * from './coupon-scope-model';
export * from './coupon-list-model';
