export {
  contractResolver,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type ContractSchema,
} from './use-contract-form';
export { placeIssues, serverIssues, type PlacedIssues, type ServerIssue } from './server-errors';
export {
  errorMessage,
  FormCheckbox,
  FormError,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextField,
  FormTopicInput,
} from './fields';
