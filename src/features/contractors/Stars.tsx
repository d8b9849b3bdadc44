/** Moved to src/components/ui: the job page shows contractors' ratings too. */
export { Stars } from '../../components/ui/Stars';
