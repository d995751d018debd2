import { ActionLearningFramePage } from '@/features/frames/components/frame-pages';

/** The framed Action Learning page (docs/frames.md). */
export default function ActionLearningPage() {
  return <ActionLearningFramePage title="Action Learning" />;
}
