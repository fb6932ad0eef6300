import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminArticle, readTimeMinutes, slugify } from '@meridian/shared/articles/article-admin';
import { IMAGE_THEMES, suggestArticleImage } from '@meridian/shared/articles/article-images';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../components/form/form-field';
import { SelectField } from '../../components/form/select-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { londonDateTime, StateBadge } from './article-display';
import {
  clearArticleDraft,
  keepArticleDraft,
  loadArticleDraft,
  NEW_ARTICLE_DRAFT,
  sameFormValues,
} from './article-draft';
import {
  type ArticleFormValues,
  articleFormSchema,
  articleFormValues,
  articleInputOf,
  categoryOptions,
  emptyArticleForm,
  isSlugFixed,
} from './article-form';
import { articleKeys, createArticle, fetchArticle, fetchArticles, updateArticle } from './articles-api';
import { HeroImagePicker } from './hero-image-picker';
import { MarkdownPreview } from './markdown-preview';
import { PublishControls } from './publish-controls';
import { type RequestProblem, requestProblem } from './request-problem';
import { SendPanel } from './send-panel';
import { SlugField } from './slug-field';

type FormOutput = Parameters<typeof articleInputOf>[0];

interface ArticleFormProps {
  /** The stored article, or undefined for a new one. */
  article: AdminArticle | undefined;
  /** `imageUrl` of every other article (the image suggestion). */
  usedUrls: readonly (string | undefined)[];
}

/** The editor's form: fields, live preview and read time, Save; publishing and sending below it. */
function ArticleForm({ article, usedUrls }: ArticleFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const draftId = article?.id ?? NEW_ARTICLE_DRAFT;
  const [restored, setRestored] = useState(() => loadArticleDraft(draftId));
  const [baseline, setBaseline] = useState<ArticleFormValues>(() =>
    article ? articleFormValues(article) : emptyArticleForm(suggestArticleImage(IMAGE_THEMES[0], usedUrls).url),
  );
  const [version, setVersion] = useState(restored?.baseVersion ?? article?.version);
  // A new article's slug follows its title until staff type a slug of their own.
  const [slugTouched, setSlugTouched] = useState(
    () =>
      Boolean(article) ||
      (restored !== null && ![slugify(restored.values.title.trim()), ''].includes(restored.values.slug)),
  );
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const form = useForm<ArticleFormValues, unknown, FormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: restored?.values ?? baseline,
  });
  const values = useWatch({ control: form.control }) as ArticleFormValues;
  const unsaved = !sameFormValues(values, baseline);
  const slugFixed = isSlugFixed(article);
  const { errors } = form.formState;

  // Whatever differs from the stored article stays in the tab until it is saved.
  useEffect(() => {
    if (unsaved) keepArticleDraft(draftId, values, version);
    else clearArticleDraft(draftId);
  }, [draftId, unsaved, values, version]);

  const showStored = (stored: AdminArticle) => {
    queryClient.setQueryData(articleKeys.one(stored.id), stored);
    void queryClient.invalidateQueries({ queryKey: articleKeys.all, exact: true });
    setVersion(stored.version);
    setProblem(null);
  };
  const failed = (next: RequestProblem) => {
    keepArticleDraft(draftId, form.getValues(), version);
    setProblem(next);
    for (const [field, message] of Object.entries(next.fields)) {
      if (field in baseline) form.setError(field as keyof ArticleFormValues, { message });
    }
  };
  const save = useMutation({
    mutationFn: (output: FormOutput) =>
      article && version !== undefined
        ? updateArticle(article.id, { ...articleInputOf(output), version })
        : createArticle(articleInputOf(output)),
    onSuccess: (stored) => {
      const saved = articleFormValues(stored);
      clearArticleDraft(draftId);
      showStored(stored);
      setBaseline(saved);
      setRestored(null);
      form.reset(saved);
      toast({ title: 'Article saved', variant: 'success' });
      if (!article) navigate(`/admin/articles/${encodeURIComponent(stored.id)}`, { replace: true });
    },
    onError: (error) => failed(requestProblem(error, 'save the article')),
  });
  const reload = async () => {
    if (!article) return;
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: articleKeys.one(article.id),
        queryFn: () => fetchArticle(article.id),
        staleTime: 0,
      });
      const stored = articleFormValues(fresh);
      clearArticleDraft(draftId);
      setBaseline(stored);
      setRestored(null);
      form.reset(stored);
      showStored(fresh);
    } catch (error) {
      failed(requestProblem(error, 'reload the article'));
    }
  };
  const discardDraft = () => {
    clearArticleDraft(draftId);
    setRestored(null);
    setVersion(article?.version);
    form.reset(baseline);
  };

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (article || slugTouched) return;
      const text = event.target.value.trim();
      form.setValue('slug', text === '' ? '' : slugify(text));
    },
  });
  const slug = form.register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugTouched(event.target.value !== ''),
  });

  return (
    <div className="space-y-6">
      <form
        noValidate
        aria-label="Article"
        className="space-y-4"
        onSubmit={form.handleSubmit((output) => save.mutate(output))}
      >
        {restored ? (
          <Alert variant="info">
            <AlertDescription className="flex flex-wrap items-center gap-2">
              Unsaved changes from {londonDateTime(new Date(restored.savedAt).toISOString())} were restored.
              <Button variant="outline" size="sm" onClick={discardDraft}>
                Discard them
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {problem ? (
          <Alert variant="destructive">
            <AlertDescription className="space-y-2">
              <p>{problem.message}</p>
              {problem.conflict && article ? (
                <Button variant="outline" size="sm" onClick={() => void reload()}>
                  Reload the latest version
                </Button>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <TextField label="Title" required error={errors.title?.message} {...title} />
            <SlugField registration={slug} slug={values.slug} fixed={slugFixed} error={errors.slug?.message} />
            <SelectField
              label="Category"
              required
              options={categoryOptions(baseline.category)}
              placeholder="Pick a category"
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextAreaField label="Excerpt" required error={errors.excerpt?.message} {...form.register('excerpt')} />
            <TextField label="Author" required error={errors.author?.message} {...form.register('author')} />
            <HeroImagePicker
              value={values.imageUrl}
              onChange={(url) => form.setValue('imageUrl', url)}
              usedUrls={usedUrls}
            />
            <TextAreaField
              label="Body (Markdown)"
              required
              inputClassName="min-h-96 font-mono text-sm"
              error={errors.content?.message}
              {...form.register('content')}
            />
            <p aria-live="polite" className="text-sm text-muted-foreground">
              Read time: {readTimeMinutes(values.content)} min
            </p>
          </div>
          <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
            <MarkdownPreview markdown={values.content} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : article ? 'Save' : 'Create draft'}
          </Button>
          <span className="text-sm text-muted-foreground">
            {!article ? 'Not saved yet' : unsaved ? 'Unsaved changes' : 'All changes saved'}
          </span>
        </div>
      </form>
      {article && version !== undefined ? (
        <PublishControls
          article={article}
          version={version}
          unsaved={unsaved}
          onChanged={(stored, message) => {
            showStored(stored);
            toast({ title: message, variant: 'success' });
          }}
          onProblem={failed}
        />
      ) : null}
      {article?.state === 'published' ? <SendPanel articleId={article.id} title={article.title} /> : null}
    </div>
  );
}

/**
 * The article editor (docs/product/publishing.md#editor) of `/admin/articles/new` (`id` 'new') and
 * `/admin/articles/:id`: the article, or an empty draft, with every article's image for the
 * image suggestion. Another `id` (a new draft once created) starts afresh.
 */
export function ArticleEditor({ id }: { id: string }) {
  return <EditorOf key={id} id={id} />;
}

function EditorOf({ id }: { id: string }) {
  const isNew = id === NEW_ARTICLE_DRAFT;
  const list = useQuery({ queryKey: articleKeys.all, queryFn: fetchArticles });
  // The form starts from the article as stored now, never from an older cached copy.
  const one = useQuery({
    queryKey: articleKeys.one(id),
    queryFn: () => fetchArticle(id),
    enabled: !isNew,
    refetchOnMount: 'always',
  });
  const back = (
    <Link to="/admin/articles" className="text-sm font-medium text-primary underline underline-offset-4">
      All articles
    </Link>
  );
  if ((isNew && list.isPending) || (!isNew && !one.isFetchedAfterMount && !one.isError)) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading the article...
      </p>
    );
  }
  if (!isNew && one.isError) {
    const gone = one.error instanceof ApiError && one.error.status === 404;
    return (
      <div className="space-y-3">
        <Alert variant="destructive">
          <AlertDescription>
            {gone ? 'There is no article at this address.' : `Could not load the article: ${errorMessage(one.error)}`}{' '}
            {gone ? null : (
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void one.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
        {back}
      </div>
    );
  }
  const usedUrls = (list.data ?? []).filter((other) => other.id !== id).map((other) => other.imageUrl);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {back}
        {one.data ? <StateBadge state={one.data.state} /> : null}
      </div>
      <ArticleForm key={id} article={one.data} usedUrls={usedUrls} />
    </div>
  );
}
