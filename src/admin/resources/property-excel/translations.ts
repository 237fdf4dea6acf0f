/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '../adminResource';
import type { Messages } from './messages';

const fr: Messages = {
  name: 'Import de tableur |||| Imports de tableur',
  fields: {
    originalFileName: 'Fichier',
    createdAt: 'Envoyé le',
    totalRows: 'Lignes',
    processedRows: 'Importées',
    failedRows: 'En échec',
    status: 'Statut',
    error: 'Problème',
  },
  list: {
    title: 'Imports de tableur',
    subtitle: 'Envoyez un fichier .xlsx ou .csv de biens ; chaque ligne est vérifiée comme le formulaire de bien.',
    back: 'Retour à la liste des biens',
    empty: "Aucun tableur envoyé pour l'instant",
    refreshing: 'Mise à jour pendant le traitement des fichiers…',
    viewRows: 'Lignes',
    viewRowsOf: 'Afficher les lignes de %{name}',
    failedRows: '%{smart_count} ligne en échec |||| %{smart_count} lignes en échec',
  },
  upload: {
    title: 'Envoyer un tableur',
    choose: 'Choisir un fichier (.xlsx ou .csv)',
    uploading: 'Envoi de %{name}…',
    processing: '%{name} a été envoyé ; il est en cours de traitement.',
    processed: '%{name} a été importé (lignes importées : %{processed}).',
    processedWithErrors: '%{name} a été traité avec des erreurs (importées : %{processed}, en échec : %{failed}).',
    partiallyProcessed: "%{name} n'a été traité qu'en partie (importées : %{processed}, en échec : %{failed}).",
    failed: "%{name} n'a pas pu être importé.",
    viewRows: 'Afficher les lignes',
    invalidType: '%{name} : seuls les fichiers .xlsx et .csv sont acceptés',
    tooLarge: '%{name} dépasse %{max} Mo ; découpez-le en plusieurs fichiers',
    progress: "Progression de l'envoi",
    repeat: {
      title: 'Importer ce fichier à nouveau ?',
      content:
        "%{name} a le même contenu que %{earlier}, importé le %{date} : %{smart_count} bien en a été créé. L'importer à nouveau le crée une seconde fois. |||| %{name} a le même contenu que %{earlier}, importé le %{date} : %{smart_count} biens en ont été créés. L'importer à nouveau les crée une seconde fois.",
      confirm: 'Importer à nouveau',
      dropped: "%{name} n'a pas été importé.",
    },
    sessionEnded: "%{name} n'a pas été importé : la session a pris fin pendant son envoi. Choisissez-le à nouveau.",
  },
  template: {
    download: 'Télécharger le modèle (.xlsx)',
    downloadCsv: 'Télécharger le modèle (.csv)',
    failed: "Le modèle n'a pas pu être téléchargé",
    help: 'Partez du modèle : la ligne 1 contient les en-têtes ; les listes sont séparées par « ; ».',
  },
};

const ro: Messages = {
  name: 'Import din foaie de calcul |||| Importuri din foi de calcul |||| Importuri din foi de calcul',
  fields: {
    originalFileName: 'Fișier',
    createdAt: 'Încărcat la',
    totalRows: 'Rânduri',
    processedRows: 'Importate',
    failedRows: 'Eșuate',
    status: 'Stare',
    error: 'Problemă',
  },
  list: {
    title: 'Importuri din foi de calcul',
    subtitle: 'Încărcați un fișier .xlsx sau .csv cu proprietăți; fiecare rând este verificat ca formularul de proprietate.',
    back: 'Înapoi la lista de proprietăți',
    empty: 'Nicio foaie de calcul încărcată încă',
    refreshing: 'Se actualizează cât timp fișierele sunt procesate…',
    viewRows: 'Rânduri',
    viewRowsOf: 'Afișează rândurile din %{name}',
    failedRows: 'Un rând eșuat |||| %{smart_count} rânduri eșuate |||| %{smart_count} de rânduri eșuate',
  },
  upload: {
    title: 'Încărcați o foaie de calcul',
    choose: 'Alegeți un fișier (.xlsx sau .csv)',
    uploading: 'Se încarcă %{name}…',
    processing: '%{name} a fost încărcat; este în curs de procesare.',
    processed: '%{name} a fost importat (rânduri importate: %{processed}).',
    processedWithErrors: '%{name} a fost procesat cu erori (importate: %{processed}, eșuate: %{failed}).',
    partiallyProcessed: '%{name} a fost procesat doar parțial (importate: %{processed}, eșuate: %{failed}).',
    failed: '%{name} nu a putut fi importat.',
    viewRows: 'Afișează rândurile',
    invalidType: '%{name}: sunt acceptate doar fișiere .xlsx și .csv',
    tooLarge: '%{name} depășește %{max} MB; împărțiți-l în mai multe fișiere',
    progress: 'Progresul încărcării',
    repeat: {
      title: 'Importați din nou acest fișier?',
      content:
        '%{name} are același conținut ca %{earlier}, importat pe %{date}: din el a fost creată 1 proprietate. Un nou import o creează a doua oară. |||| %{name} are același conținut ca %{earlier}, importat pe %{date}: din el au fost create %{smart_count} proprietăți. Un nou import le creează a doua oară. |||| %{name} are același conținut ca %{earlier}, importat pe %{date}: din el au fost create %{smart_count} de proprietăți. Un nou import le creează a doua oară.',
      confirm: 'Importă din nou',
      dropped: '%{name} nu a fost importat.',
    },
    sessionEnded: '%{name} nu a fost importat: sesiunea s-a încheiat în timpul încărcării. Alegeți-l din nou.',
  },
  template: {
    download: 'Descarcă șablonul (.xlsx)',
    downloadCsv: 'Descarcă șablonul (.csv)',
    failed: 'Șablonul nu a putut fi descărcat',
    help: 'Porniți de la șablon: rândul 1 conține antetele; listele sunt separate prin „;”.',
  },
};

const zh: Messages = {
  name: '表格导入 |||| 表格导入',
  fields: {
    originalFileName: '文件',
    createdAt: '上传时间',
    totalRows: '行数',
    processedRows: '已导入',
    failedRows: '失败',
    status: '状态',
    error: '问题',
  },
  list: {
    title: '表格导入',
    subtitle: '上传房产的 .xlsx 或 .csv 文件；每一行都按房产表单的规则检查。',
    back: '返回房产列表',
    empty: '尚未上传任何表格',
    refreshing: '文件处理中，正在自动更新…',
    viewRows: '行',
    viewRowsOf: '查看 %{name} 的行',
    failedRows: '%{smart_count} 行失败',
  },
  upload: {
    title: '上传表格',
    choose: '选择文件（.xlsx 或 .csv）',
    uploading: '正在上传 %{name}…',
    processing: '%{name} 已上传，正在处理。',
    processed: '%{name} 已导入（已导入行数：%{processed}）。',
    processedWithErrors: '%{name} 已处理，但有错误（已导入：%{processed}，失败：%{failed}）。',
    partiallyProcessed: '%{name} 仅部分处理（已导入：%{processed}，失败：%{failed}）。',
    failed: '%{name} 无法导入。',
    viewRows: '查看这些行',
    invalidType: '%{name}：只接受 .xlsx 和 .csv 文件',
    tooLarge: '%{name} 超过 %{max} MB，请拆分为多个文件',
    progress: '上传进度',
    repeat: {
      title: '再次导入此文件？',
      content: '%{name} 与 %{date} 导入的 %{earlier} 内容相同，已由其创建 %{smart_count} 个房产。再次导入会重复创建这些房产。',
      confirm: '再次导入',
      dropped: '%{name} 未导入。',
    },
    sessionEnded: '%{name} 未导入：上传期间会话已结束。请重新选择该文件。',
  },
  template: {
    download: '下载模板（.xlsx）',
    downloadCsv: '下载模板（.csv）',
    failed: '无法下载模板',
    help: '请从模板开始：第 1 行是列标题；列表项用“;”分隔。',
  },
};

export const translations: Record<OtherLocale, Messages> = { fr, ro, zh };
