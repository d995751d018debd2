import { ActionLearningFramePage } from '../components/frame-pages';

/** The framed Action Learning page (docs/frames.md). */
export default function ActionLearningPage() {
  return <ActionLearningFramePage title="Action Learning" />;
}
