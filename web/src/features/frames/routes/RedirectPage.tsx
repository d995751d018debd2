import { UnitLaunchRedirect } from '../components/UnitLaunchRedirect';

/** /redirect: the unit-launch redirect to the content portal (docs/frames.md). */
export default function RedirectPage() {
  return <UnitLaunchRedirect title="Redirect" />;
}
