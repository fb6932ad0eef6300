import { ensureWebBuild } from '../global-setup';

/** Global setup of the fault suite: the local stack serves the built web app, so build it when it is stale. */
export default function setup(): void {
  ensureWebBuild();
}
