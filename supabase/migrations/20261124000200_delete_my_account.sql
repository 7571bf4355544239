-- A signed-in visitor deletes their own account. Supabase Auth offers no endpoint for a user to
-- delete themselves, so, as Supabase suggests, a function does it with its owner's rights,
-- always and only for the caller (auth.uid()). Their sessions, saved stations and fishing
-- sessions go with them (ON DELETE CASCADE).

create function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  delete from auth.users where id = me;
end
$$;

comment on function public.delete_my_account() is
  'Deletes the calling user and every row of theirs. Signed-in visitors only.';

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
