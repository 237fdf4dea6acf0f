import type { uiMessagesEn } from '@admin/ui/uiMessages';
import type { Strings } from '../en';

export const uiZh: Strings<typeof uiMessagesEn> = {
  common: {
    noMatch: '没有符合搜索和筛选条件的结果。',
    active: '启用',
    inactive: '停用',
    toggleStatus: '切换状态',
    openMap: '在地图中打开',
    na: 'NA',
    loading: '加载中…',
    empty: '暂无内容',
    copy: '复制',
    copied: '已复制',
    close: '关闭',
    details: '详情',
    actions: '操作',
    listLoadFailed: '无法加载此列表。',
    retry: '重试',
    unreachable: '无法连接服务器。请检查网络连接，然后重试。',
    resultCount: '%{smart_count} 条结果',
    offline: '您已离线。加载和保存将在网络恢复后继续。',
  },
  filters: { active: '状态', status: '状态', type: '类型', all: '全部', toggle: '筛选', toggleCount: '筛选（%{smart_count}）', searchShortcut: '按 %{key} 键搜索' },
  viewError: {
    title: '页面错误',
    loadFailed: '此页面无法加载。请检查网络连接，然后重试。',
    failed: '此页面出现问题。',
    reload: '重新加载页面',
  },
  dateRange: { start: '开始日期', end: '结束日期', search: '搜索', clear: '清除', createdBetween: '创建时间范围' },
  bulkActive: {
    activate: '启用',
    deactivate: '停用',
    activated: '已启用 %{smart_count} 项',
    deactivated: '已停用 %{smart_count} 项',
    already_activated: '所选项目已是启用状态',
    already_deactivated: '所选项目已是停用状态',
  },
  export: {
    button: '导出 CSV',
    rows: '%{smart_count} 行',
    progress: '正在导出 %{done} / %{of}…',
    done: '已导出 %{smart_count} 行',
    capped: '已导出 %{total} 行中的前 %{count} 行：请缩小搜索或筛选范围以导出其余内容',
  },
};
