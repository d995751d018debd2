import { DiagnosticsFramePage } from '../components/frame-pages';

/** The framed Diagnostics page (docs/frames.md). */
export default function DiagnosticsPage() {
  return <DiagnosticsFramePage title="Diagnostics" />;
}
