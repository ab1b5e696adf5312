import InvoiceListScreen from './InvoiceListScreen.tsx';

/** Finance → Invoices: every seller's requests; take, issue with the PDF, reject, void, export. */
export default function InvoicePage() {
  return <InvoiceListScreen side="finance" />;
}
