import DashboardIcon from '@mui/icons-material/Dashboard';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState } from 'react-admin';
import { useText } from '../../i18n/use-text';
import { TEXTS } from '../../i18n/texts';
import { GROUPS, allowedPages, allowedResources } from '../registry';

/** The staff member's share of the registry: the resources and pages their role's methods allow. */
export function useAllowedEntries() {
  const { permissions } = usePermissions<string[]>();
  const methods = new Set(Array.isArray(permissions) ? permissions : []);
  return { resources: allowedResources(methods), pages: allowedPages(methods) };
}

/** The menu grouped by area (content, catalogue, players, …), each group titled, empty groups left out. */
export function GroupedMenu() {
  const t = useText();
  const [open] = useSidebarState();
  const { resources, pages } = useAllowedEntries();
  return (
    <Menu>
      <Menu.Item to="/" primaryText={t(TEXTS.dashboardTitle)} leftIcon={<DashboardIcon />} />
      {GROUPS.map((group) => {
        const groupResources = resources.filter((resource) => resource.group === group.id);
        const groupPages = pages.filter((page) => page.group === group.id);
        if (groupResources.length + groupPages.length === 0) return null;
        return (
          <Fragment key={group.id}>
            {open && (
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent', mt: 1 }}>
                {t(group.label)}
              </ListSubheader>
            )}
            {groupResources.map((resource) => {
              const Icon = resource.icon;
              return (
                <Menu.Item
                  key={resource.name}
                  to={`/${resource.name}`}
                  primaryText={t(resource.label)}
                  leftIcon={Icon ? <Icon /> : undefined}
                />
              );
            })}
            {groupPages.map((page) => {
              const Icon = page.icon;
              return (
                <Menu.Item
                  key={page.path}
                  to={`/${page.path}`}
                  primaryText={t(page.label)}
                  leftIcon={Icon ? <Icon /> : undefined}
                />
              );
            })}
          </Fragment>
        );
      })}
    </Menu>
  );
}
