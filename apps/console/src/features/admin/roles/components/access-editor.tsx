import { useMemo, useState } from 'react';
import type { AccessCatalogue, RoleAccess } from '@creator-console/contract';
import {
  Button,
  Card,
  CheckTree,
  Checkbox,
  Column,
  Columns,
  ConfirmDialog,
  Heading,
  Inline,
  Stack,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  type CheckTreeNode,
} from '@creator-console/ui';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import {
  coherenceWarnings,
  diffAccess,
  grantsOf,
  hiddenCompanions,
  menuKeysOf,
  needText,
  type CatalogueGroups,
} from '../access-diff';
import { useRolePreview, useUpdateRoleAccess, type RoleRow } from '../api';
import { roleMessages } from '../messages';
import * as styles from './access-editor.css';

const LIVE_GROUP = 'live';

/** The catalogue as CheckTree nodes: hidden pages badged, pages the editor may not grant disabled. */
function treeOf(
  groups: CatalogueGroups,
  initial: ReadonlySet<string>,
  t: ReturnType<typeof useMessages<keyof (typeof roleMessages)['zh-CN']>>,
): CheckTreeNode[] {
  return groups.map((group) => ({
    id: `group:${group.path}`,
    label: group.title,
    ...(group.path === LIVE_GROUP ? { note: t('liveNote') } : {}),
    children: group.children.map((child) => {
      const locked = !child.held && !initial.has(child.component);
      return {
        id: child.component,
        label: child.title,
        ...(child.hidden ? { badge: t('hiddenPage') } : {}),
        ...(locked ? { disabled: true, disabledReason: t('menuNotHeld') } : {}),
      };
    }),
  }));
}

/** 菜单 / 页面权限 of one role, the preview, the consistency check and the save bar (admin.md §6.3). */
export function AccessEditor({
  role,
  access,
  catalogue,
}: {
  role: RoleRow;
  access: RoleAccess;
  catalogue: AccessCatalogue;
}) {
  const t = useMessages(roleMessages);
  const initial = useMemo(
    () => ({ menus: menuKeysOf(access.menus), permissions: new Set(access.permissions) }),
    [access],
  );
  const [menus, setMenus] = useState<Set<string>>(() => new Set(initial.menus));
  const [permissions, setPermissions] = useState<Set<string>>(() => new Set(initial.permissions));
  const [liveTag, setLiveTag] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const preview = useRolePreview(role.id, liveTag);
  const { trigger: save } = useUpdateRoleAccess();
  const readOnly = !access.editable;

  const nodes = useMemo(
    () => treeOf(catalogue.groups, initial.menus, t),
    [catalogue.groups, initial.menus, t],
  );
  const draft = { menus, permissions };
  const { added, removed } = diffAccess(initial, draft);
  const changes = added.length + removed.length;
  const warnings = coherenceWarnings(draft, catalogue.groups);
  const titles = useMemo(
    () =>
      new Map(
        catalogue.groups.flatMap((group) =>
          group.children.map((child) => [child.component, `${group.title} › ${child.title}`] as const),
        ),
      ),
    [catalogue.groups],
  );
  const labelOf = (key: string) =>
    titles.get(key) ?? catalogue.permissions.find((permission) => permission.key === key)?.label ?? key;

  const changeMenus = (next: Set<string>, change: { ids: string[]; checked: boolean }) => {
    if (change.checked) {
      const grantable = new Set(
        catalogue.groups.flatMap((group) =>
          group.children
            .filter((child) => child.held || initial.menus.has(child.component))
            .map((c) => c.component),
        ),
      );
      const proposed = change.ids
        .flatMap((id) => hiddenCompanions(id, catalogue.groups))
        .filter((id) => !next.has(id) && grantable.has(id));
      if (proposed.length > 0) {
        for (const id of proposed) next.add(id);
        toaster.show({
          tone: 'neutral',
          message: t('companions', { pages: [...new Set(proposed)].map(labelOf).join('、') }),
        });
      }
    }
    setMenus(next);
  };

  const togglePermission = (key: string, on: boolean) =>
    setPermissions((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const discard = () => {
    setMenus(new Set(initial.menus));
    setPermissions(new Set(initial.permissions));
  };

  const rightsGroup = (scope: 'self' | 'staff', title: string) => (
    <Stack space="small">
      <Heading level={3}>{title}</Heading>
      {catalogue.permissions
        .filter((permission) => permission.scope === scope)
        .map((permission) => {
          const locked = !permission.held && !initial.permissions.has(permission.key);
          return (
            <Checkbox
              key={permission.key}
              label={`${permission.label}（${permission.key}）`}
              hint={locked ? `${permission.description} · ${t('rightNotHeld')}` : permission.description}
              checked={permissions.has(permission.key)}
              disabled={readOnly || locked}
              onCheckedChange={(value) => togglePermission(permission.key, value === true)}
            />
          );
        })}
    </Stack>
  );

  return (
    <Stack space="medium">
      {access.reason ? <Text tone="muted">{access.reason}</Text> : null}
      <Columns space="medium" collapseBelow="desktop">
        <Column>
          <Tabs defaultValue="menu">
            <TabsList label={role.name}>
              <TabsTrigger value="menu">{t('menuTab')}</TabsTrigger>
              <TabsTrigger value="rights">{t('rightsTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="menu">
              <CheckTree
                label={t('menuTree')}
                nodes={nodes}
                checked={menus}
                readOnly={readOnly}
                onCheckedChange={changeMenus}
              />
            </TabsContent>
            <TabsContent value="rights">
              <Stack space="large">
                {rightsGroup('self', t('creatorRights'))}
                {rightsGroup('staff', t('staffRights'))}
              </Stack>
            </TabsContent>
          </Tabs>
        </Column>
        <Column width="1/3">
          <Stack space="medium">
            <Card title={t('preview')} as="section" titleAs="h3">
              <Stack space="small">
                <Switch label={t('liveTag')} checked={liveTag} onCheckedChange={setLiveTag} />
                {preview.data && preview.data.length === 0 ? (
                  <Text tone="muted">{t('previewEmpty')}</Text>
                ) : null}
                <ul className={styles.previewList} aria-label={t('previewLabel')}>
                  {(preview.data ?? [])
                    .filter((entry) => !entry.hidden)
                    .map((entry) => (
                      <li key={entry.path}>
                        <Text weight="strong">{entry.title}</Text>
                        <ul className={styles.previewChildren}>
                          {entry.children
                            .filter((child) => !child.hidden)
                            .map((child) => (
                              <li key={child.component}>{child.title}</li>
                            ))}
                        </ul>
                      </li>
                    ))}
                </ul>
              </Stack>
            </Card>
            <Card title={t('coherence')} as="section" titleAs="h3">
              {warnings.length === 0 ? (
                <Text tone="muted">{t('coherent')}</Text>
              ) : (
                <Stack space="small">
                  {warnings.map((warning) => (
                    <Text key={warning.component} tone="caution">
                      {t('warning', {
                        page: warning.title,
                        need: warning.missing.map((need) => needText(need, t('or'))).join('、'),
                      })}
                    </Text>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Column>
      </Columns>
      {changes > 0 && !readOnly ? (
        <div className={styles.stickyBar}>
          <Inline space="small" align="spaceBetween">
            <Text>{t('dirty', { n: changes, m: role.user_count })}</Text>
            <Inline space="small">
              <Button variant="ghost" onClick={discard}>
                {t('discard')}
              </Button>
              <Button onClick={() => setConfirming(true)}>{t('save')}</Button>
            </Inline>
          </Inline>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('saveConfirmTitle')}
        description={t('saveConfirm')}
        confirmLabel={t('save')}
        onConfirm={async () => {
          await save({
            params: { id: role.id },
            body: {
              version: access.version,
              menus: grantsOf(menus, catalogue.groups),
              permissions: [...permissions].sort(),
            },
          });
          toaster.show({ tone: 'positive', message: t('savedAccess', { name: role.name }) });
          setConfirming(false);
        }}
      >
        <Stack space="small">
          {added.length > 0 ? (
            <div>
              <Text weight="strong">{t('added')}</Text>
              <ul className={styles.diffList}>
                {added.map((key) => (
                  <li key={key}>{labelOf(key)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {removed.length > 0 ? (
            <div>
              <Text weight="strong">{t('removed')}</Text>
              <ul className={styles.diffList}>
                {removed.map((key) => (
                  <li key={key}>{labelOf(key)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
