/**
 * The console's form kit. A form is react-hook-form checked by the contract's zod schema:
 *
 *   const form = useContractForm(endpoints.x.body!, { defaultValues, toInput? });
 *   <form onSubmit={(e) => void form.handleSubmit(async (body) => {
 *     try { await trigger(body); } catch (error) { form.setServerErrors(error); }
 *   })(e)} noValidate>
 *     <FormTextField control={form.control} name="title" label="标题" />
 *     <AmountField control={form.control} name="amount_fen" label="提现金额" />  (yuan typed, fen kept)
 *     <FormError control={form.control} />
 *
 * The schema's own messages show under the fields; a valid form submits the parsed body; the
 * server's 400/422 issues land on the fields they name (`placeIssues`, the one mapping), the rest
 * on the form.
 *
 * A page whose first paint must stay small (the login) passes a loader instead of the schema, and
 * imports the hook and its bindings from their own modules rather than from here: this entry also
 * carries the bindings of Radix-based inputs.
 */
export {
  contractResolver,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type ContractSchema,
  type ContractSchemaLoader,
} from './use-contract-form';
export { placeIssues, serverIssues, type PlacedIssues, type ServerIssue } from './server-errors';
export { errorMessage } from './use-field';
export { FormTextField } from './text-field';
export { AmountField, amountFieldMessages, fenOfText, textOfFen } from './amount-field';
export { FormError } from './form-error';
export { FormCheckbox, FormRadioGroup, FormSelect, FormSwitch, FormTextarea, FormTopicInput } from './fields';
export { FormDialog } from './form-dialog';
