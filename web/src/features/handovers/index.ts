// The handovers feature's public face (issue 31).
export { HandoverPanel } from './HandoverPanel';
