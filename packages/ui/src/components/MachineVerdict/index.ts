export { MachineVerdict, VerdictTag, machineVerdicts, verdictTones, verdictLabel } from './MachineVerdict';
export type {
  MachineVerdictProps,
  MachineVerdictValue,
  MachineVerdictReason,
  VerdictTagProps,
} from './MachineVerdict';
