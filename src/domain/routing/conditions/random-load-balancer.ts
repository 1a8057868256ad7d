import { z } from 'zod';
import { groupedNumber } from '../../format/grouped-number';
import { blocked, unknownSplit } from '../analysis/split-helpers';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';

const params = z.strictObject({ percentTrue: z.number().int().min(0).max(100) });

export const randomLoadBalancer = defineKind({
  identifier: 'RandomLoadBalancer',
  name: 'Random load balancer',
  input: 'random',
  multiMethod: false,
  params,
  describe: (p) => `${p.percentTrue} % of traffic`,
  // p/100 of the draws take `then`, with no affinity (contract §2). A draw is consumed even at 0 and
  // 100 % so that adding or removing such a node does not shift every later draw of a seeded run.
  prepare: (p) => {
    const share = p.percentTrue / 100;
    return (_tx, ctx, target) => {
      const draw = ctx.random();
      const result = draw < share;
      if (target)
        note(target, { random: draw }, `Random draw ${groupedNumber(draw * 100, 1)} % ${result ? 'falls within' : 'falls outside'} the ${p.percentTrue} % share`);
      return result;
    };
  },
  // The evaluator takes `then` when a draw in [0, 1) is below percentTrue / 100: only 0 % and 100 %
  // decide anything; every other share sends traffic both ways.
  analysis: reasoned((state, _at, p) => {
    if (p.percentTrue === 0) return { then: blocked(undefined), else: state };
    if (p.percentTrue === 100) return { then: state, else: blocked(undefined) };
    return unknownSplit(state);
  }),
  // A replay draws again, with the configured share: it is decided, not read.
  replay: replayFrom([]),
  form: formOf(params, { defaults: { percentTrue: 50 }, labels: { percentTrue: 'Share of payments to the first branch (%)' } }),
  samples: [{ percentTrue: 30 }, { percentTrue: 0 }, { percentTrue: 100 }],
});
