import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type CertificationCategoryList = ResponseOf<typeof endpoints.certificationCategories>;

const key: ApiKey<typeof endpoints.certificationCategories> = [endpoints.certificationCategories];

/** Identity and interest categories, each with its certification items. */
export const useCertificationCategories = () => useSWR<CertificationCategoryList>(key);
