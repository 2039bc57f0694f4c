// The orders screens' rules, pure, one module per concern: the shape read from Firestore
// (order-doc.ts) and the list's search, filters, labels and CSV (order-list-model.ts).
export * from './order-doc';
export * from './order-list-model';
