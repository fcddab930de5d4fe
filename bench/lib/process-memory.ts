import { readFileSync } from 'node:fs';

/** A memory figure of the process's /proc status in kB; 0 once the process has exited. */
export function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process's resident memory in MB. */
export const rssMb = (pid: number): number => statusKb(pid, 'VmRSS') / 1024;
