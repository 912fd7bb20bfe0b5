import { useSearchParams } from 'react-router-dom';
import { Button, Card, Column, Columns, EmptyState, Skeleton } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { useAccessCatalogue, useRoleAccess, useRoles } from '../roles/api';
import { AccessEditor } from '../roles/components/access-editor';
import * as styles from '../roles/components/access-editor.css';
import { roleMessages } from '../roles/messages';

/** /admin/menu 菜单权限: the roles on the left, the chosen one's menu and page rights on the right. */
export default function AdminMenuPage() {
  const t = useMessages(roleMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: roles = [] } = useRoles();
  const catalogue = useAccessCatalogue();
  const wanted = Number(searchParams.get('role'));
  const role = roles.find((entry) => entry.id === wanted) ?? null;
  const access = useRoleAccess(role?.id ?? null);

  return (
    <ListPage>
      <Columns space="medium" collapseBelow="desktop">
        <Column width="1/5">
          <Card title={t('roleList')} as="section" titleAs="h2">
            <ul className={styles.roleList}>
              {roles.map((entry) => (
                <li key={entry.id}>
                  <Button
                    variant={entry.id === role?.id ? 'soft' : 'ghost'}
                    fullWidth
                    onClick={() => setSearchParams({ role: String(entry.id) })}
                  >
                    {entry.name}
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        </Column>
        <Column>
          <Card title={role?.name ?? t('menuTab')} as="section" titleAs="h2">
            {!role ? (
              <EmptyState title={t('pickRole')} />
            ) : access.data && catalogue.data ? (
              <AccessEditor
                key={`${role.id}.${access.data.version}`}
                role={role}
                access={access.data}
                catalogue={catalogue.data}
              />
            ) : (
              <Skeleton lines={6} />
            )}
          </Card>
        </Column>
      </Columns>
    </ListPage>
  );
}
