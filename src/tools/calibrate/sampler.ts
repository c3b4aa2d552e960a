// How calibration samples are produced: the ScoreAtDepths contract (one position → its exact
// iterative-deepening scores at depths 1..D), the job runner that turns one sampled position into
// the positions scored for it (the position itself, or with --interior nodes of its search tree),
// and the in-process sampler that runs the jobs one by one. The process pool (pool.ts) is the
// parallel alternative with the same interface.
// Design choice: the sampler reports each position's outcome with the job's index, and the
// caller sorts by that index before fitting — so results never depend on which worker, or in
// which order, positions were finished.

export interface DepthScores {
  /** scores[d − 1] = exact score of the completed depth-d iteration, or null. */
  scores: Array<number | null>;
  nodes: number;
}

/** Search `fen` by iterative deepening to `depth` from a fresh state and report every depth. */
export type ScoreAtDepths = (fen: string, depth: number) => DepthScores;

/** A position and its scores at depths 1..D. */
export interface ScoredPosition extends DepthScores {
  fen: string;
  /** An interior node's improving signal (interior.ts); absent for a sampled position itself. */
  improving?: boolean;
}

/** One job: the sampled position → the positions scored for it, in a fixed order. */
export type SampleJobRunner = (fen: string, depth: number) => ScoredPosition[];

/** The plain runner: the sampled position is the one scored. */
export function positionItself(score: ScoreAtDepths): SampleJobRunner {
  return (fen, depth) => [{ fen, ...score(fen, depth) }];
}

export interface SampleJob {
  index: number;
  fen: string;
}

export interface SampleOutcome {
  index: number;
  samples: ScoredPosition[];
}

export interface Sampler {
  /** Resolves when every job is done; rejects on the first failure, with a message naming it. */
  run(jobs: readonly SampleJob[], depth: number, onResult: (outcome: SampleOutcome) => void): Promise<void>;
  /** Stop early (Ctrl-C); outcomes already reported stay reported. */
  cancel(): void;
}

/** Runs the jobs one after another in this thread, yielding to the event loop between them. */
export function inProcessSampler(runJob: SampleJobRunner): Sampler {
  let cancelled = false;
  return {
    async run(jobs, depth, onResult) {
      for (const job of jobs) {
        if (cancelled) return;
        let samples: ScoredPosition[];
        try {
          samples = runJob(job.fen, depth);
        } catch (err) {
          throw new Error(`position ${job.index} (${job.fen}): ${err instanceof Error ? err.message : String(err)}`);
        }
        onResult({ index: job.index, samples });
        // Let a progress bar redraw and a SIGINT handler run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    cancel() {
      cancelled = true;
    },
  };
}
