import type { LayoutName } from '@leiga/domain';
import type { ComponentType } from 'react';
import { AdminLayout, TeamSidebarLayout, UserSidebarLayout } from './layouts-sidebar';
import {
  DefaultLayout,
  FullScreenLayout,
  InformLayout,
  InvitationLayout,
  MdCenterLayout,
  ProductLayout,
  SmCenterLayout,
  XlCenterLayout,
} from './layouts-simple';

/** SPEC 2: the eleven layouts by name. */
export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  'full-screen': FullScreenLayout,
  admin: AdminLayout,
  'team-sidebar': TeamSidebarLayout,
  'user-sidebar': UserSidebarLayout,
  'xl-center': XlCenterLayout,
  'md-center': MdCenterLayout,
  'sm-center': SmCenterLayout,
  product: ProductLayout,
  invitation: InvitationLayout,
  inform: InformLayout,
};

export function LayoutOutlet({ layout }: { layout: LayoutName }) {
  const Layout = LAYOUT_COMPONENTS[layout];
  return <Layout />;
}
