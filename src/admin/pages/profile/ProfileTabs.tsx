import { Card, CardContent, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';

export type ProfileTab = { path: string; labelKey: string; element: ReactNode };

type ProfileTabsProps = { titleKey: string; basePath: string; tabs: ProfileTab[] };

/** A profile page whose sub-pages are real routes (`<basePath>/<tab>`), shown as tabs; the bare path opens the first. */
export function ProfileTabs({ titleKey, basePath, tabs }: ProfileTabsProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = tabs.find((t) => pathname === `${basePath}/${t.path}` || pathname.startsWith(`${basePath}/${t.path}/`));
  return (
    <>
      <Title title={titleKey} />
      <PageTitle title={titleKey} />
      <Card>
        <Tabs value={current?.path ?? false} variant="scrollable" scrollButtons="auto" aria-label={translate(titleKey)}>
          {tabs.map((t) => (
            <Tab key={t.path} value={t.path} label={translate(t.labelKey)} component={Link} to={`${basePath}/${t.path}`} />
          ))}
        </Tabs>
        <CardContent>
          <Routes>
            <Route index element={<Navigate to={tabs[0].path} replace />} />
            {tabs.map((t) => (
              <Route key={t.path} path={t.path} element={t.element} />
            ))}
            <Route path="*" element={<Navigate to={`${basePath}/${tabs[0].path}`} replace />} />
          </Routes>
        </CardContent>
      </Card>
    </>
  );
}
