import type { JobDefinition, JobRun } from './types';

const JOB_NAME = /^[a-z][a-z0-9._-]{0,60}$/;

/** The jobs an app registered, by name; shared by every queue kind. */
export class JobRegistry {
  readonly jobs = new Map<string, JobDefinition>();

  register(job: JobDefinition): void {
    if (!JOB_NAME.test(job.name)) throw new Error(`Invalid job name: ${job.name}`);
    if (this.jobs.has(job.name)) throw new Error(`Job registered twice: ${job.name}`);
    this.jobs.set(job.name, job);
  }

  get(name: string): JobDefinition {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job: ${name}`);
    return job;
  }

  async runNow(name: string, run: Partial<JobRun> = {}): Promise<unknown> {
    return this.get(name).run({ now: run.now ?? new Date(), data: run.data ?? {} });
  }
}
