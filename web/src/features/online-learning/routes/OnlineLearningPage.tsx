import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function OnlineLearningPage() {
  return <PlaceholderPage title="Online Learning" />;
}
