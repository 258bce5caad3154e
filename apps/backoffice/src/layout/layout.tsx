import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BackofficeAppBar } from './app-bar';
import { GroupedMenu } from './menu';

export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={GroupedMenu} appBar={BackofficeAppBar}>
      {children}
    </Layout>
  );
}
