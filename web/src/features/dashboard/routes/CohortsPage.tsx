import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function CohortsPage() {
  return <PlaceholderPage title="Cohort Dashboard" />;
}
