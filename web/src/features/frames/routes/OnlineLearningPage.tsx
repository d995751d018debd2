import { OnlineLearningFramePage } from '../components/frame-pages';

/** The framed Online Learning page (docs/frames.md). */
export default function OnlineLearningPage() {
  return <OnlineLearningFramePage title="Online Learning" />;
}
