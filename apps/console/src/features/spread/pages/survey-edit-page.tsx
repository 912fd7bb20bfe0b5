import { z } from 'zod';
import { endpoints } from '@creator-console/contract';
import { EmptyState, Skeleton } from '@creator-console/ui';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { ReceiptFormView } from '../components/receipt-form';

const params = z.object({ id: urlParam.id() });

/** /spread/survey-edit?id= 编辑回执: the receipt, then its submission's form (with the receipt). */
export default function SurveyEditPage() {
  const { params: p } = useListParams(params);
  const receipt = useEndpoint(endpoints.myAdReceipt, p.id === null ? null : { params: { id: p.id } });
  const form = useEndpoint(
    endpoints.myReceiptForm,
    receipt.data ? { params: { id: receipt.data.submission_id } } : null,
  );
  const error = receipt.error ?? form.error;
  return (
    <ListPage>
      {p.id === null || error ? (
        <EmptyState icon="alert" title={error?.message || '记录不存在'} />
      ) : form.data ? (
        <ReceiptFormView key={form.data.receipt?.revision ?? 0} data={form.data} />
      ) : (
        <Skeleton lines={8} />
      )}
    </ListPage>
  );
}
