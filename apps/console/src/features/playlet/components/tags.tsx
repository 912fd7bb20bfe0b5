import {
  CONTRACT_STATUS_LABELS,
  LEGAL_STATUS_LABELS,
  PLAYLET_PARTNER_STATUS_LABELS,
  STATEMENT_STATUS_LABELS,
  type ContractDisplayStatus,
  type LegalStatus,
  type PlayletPartnerStatus,
  type StatementStatus,
} from '@creator-console/contract';
import { Tag } from '@creator-console/ui';
import { CONTRACT_TONES, LEGAL_TONES, STATEMENT_TONES } from '../logic';

export const LegalTag = ({ status }: { status: LegalStatus }) => (
  <Tag size="small" tone={LEGAL_TONES[status]}>
    {LEGAL_STATUS_LABELS[status]}
  </Tag>
);

export const ContractTag = ({ status }: { status: ContractDisplayStatus }) => (
  <Tag size="small" tone={CONTRACT_TONES[status]}>
    {CONTRACT_STATUS_LABELS[status]}
  </Tag>
);

export const StatementTag = ({ status }: { status: StatementStatus }) => (
  <Tag size="small" tone={STATEMENT_TONES[status]}>
    {STATEMENT_STATUS_LABELS[status]}
  </Tag>
);

export const PartnerTag = ({ status }: { status: PlayletPartnerStatus }) => (
  <Tag size="small" tone={status === 'active' ? 'positive' : 'neutral'}>
    {PLAYLET_PARTNER_STATUS_LABELS[status]}
  </Tag>
);
