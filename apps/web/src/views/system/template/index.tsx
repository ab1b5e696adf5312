import TemplateListScreen from '../../components/template/TemplateListScreen.tsx';

/** Business → Task templates of every seller. */
export default function TemplateAdminPage() {
  return <TemplateListScreen scope="admin" />;
}
