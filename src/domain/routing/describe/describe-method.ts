import type { MethodBlock } from '../document';

export type MethodAvailability = 'disabled' | 'always' | 'by-rules';
export type MethodRouting = 'by-rules' | 'default-connector';

export interface MethodState {
  availability: MethodAvailability;
  routing: MethodRouting;
  /** "Disabled", "Available by rules · routed by default connector", … */
  summary: string;
}

const AVAILABILITY_TEXT: Record<MethodAvailability, string> = { disabled: 'Disabled', always: 'Available always', 'by-rules': 'Available by rules' };
const ROUTING_TEXT: Record<MethodRouting, string> = { 'by-rules': 'routed by rules', 'default-connector': 'routed by default connector' };

/** How a multi-method block behaves, from its flags and which trees it carries (gateway-contract §2). */
export const methodState = (block: MethodBlock): MethodState => {
  const availability: MethodAvailability = block.disabled ? 'disabled' : block.availability?.tree ? 'by-rules' : 'always';
  const routing: MethodRouting = block.routing?.tree ? 'by-rules' : 'default-connector';
  const summary = availability === 'disabled' ? AVAILABILITY_TEXT.disabled : `${AVAILABILITY_TEXT[availability]} · ${ROUTING_TEXT[routing]}`;
  return { availability, routing, summary };
};
