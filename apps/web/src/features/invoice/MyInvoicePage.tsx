import InvoiceListScreen from './InvoiceListScreen.tsx';

/** Seller centre → My invoices: the invoiceable amount, requests, withdrawing a pending one, the issued PDFs. */
export default function MyInvoicePage() {
  return <InvoiceListScreen side="seller" />;
}
