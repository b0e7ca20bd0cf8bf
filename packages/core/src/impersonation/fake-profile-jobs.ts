// The fake-profile check's job handler (issue 18).
import { fakeProfileCheckJob, type Queue } from "@unleak/jobs";
import { type FakeProfileServices, runFakeProfileCheck } from "./run-fake-profile-check";

export async function workFakeProfileChecks(services: FakeProfileServices & { queue: Queue }): Promise<void> {
  await services.queue.work(fakeProfileCheckJob, ({ checkId }) => runFakeProfileCheck(services, checkId));
}
