import { z } from 'zod';
import { endpoints } from '@creator-console/contract';
import { EmptyState, Skeleton } from '@creator-console/ui';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { ReceiptFormView } from '../components/receipt-form';

const params = z.object({ submission_id: urlParam.id() });

/** /spread/survey-create?submission_id= 提交回执. */
export default function SurveyCreatePage() {
  const { params: p } = useListParams(params);
  const { data, error } = useEndpoint(
    endpoints.myReceiptForm,
    p.submission_id === null ? null : { params: { id: p.submission_id } },
  );
  return (
    <ListPage>
      {p.submission_id === null || error ? (
        <EmptyState icon="alert" title={error?.message || '记录不存在'} />
      ) : data ? (
        <ReceiptFormView key={data.submission.id} data={data} />
      ) : (
        <Skeleton lines={8} />
      )}
    </ListPage>
  );
}
