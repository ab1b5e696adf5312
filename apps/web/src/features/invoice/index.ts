export { default as InvoicePage } from './InvoicePage.tsx';
export { default as MyInvoicePage } from './MyInvoicePage.tsx';
