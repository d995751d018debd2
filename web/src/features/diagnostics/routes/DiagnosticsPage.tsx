import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function DiagnosticsPage() {
  return <PlaceholderPage title="Diagnostics" />;
}
