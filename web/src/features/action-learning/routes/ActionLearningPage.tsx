import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ActionLearningPage() {
  return <PlaceholderPage title="Action Learning" />;
}
