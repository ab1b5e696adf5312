import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImportResult, { splitImportMsg } from '../../src/features/user/components/ImportResult.tsx';

const report = '恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 zhang 导入成功<br/>2、账号 li 更新成功';

describe('import result', () => {
  it('splits the server report on <br/> into lines', () => {
    expect(splitImportMsg(report)).toEqual(['恭喜您，数据已全部导入成功！共 2 条，数据如下：', '1、账号 zhang 导入成功', '2、账号 li 更新成功']);
  });

  it('accepts <br>, <br /> and upper case, and drops empty lines', () => {
    expect(splitImportMsg('a<br>b<BR />c<br/><br/>')).toEqual(['a', 'b', 'c']);
    expect(splitImportMsg('')).toEqual([]);
    expect(splitImportMsg(undefined)).toEqual([]);
  });

  it('renders each line as text, never as HTML', () => {
    const { container } = render(<ImportResult msg={'1、账号 <img src=x onerror=alert(1)> 导入失败<br/>2、账号 b 导入成功'} />);
    const lines = container.querySelectorAll('.import-result > div');
    expect(lines).toHaveLength(2);
    expect(lines[0].textContent).toBe('1、账号 <img src=x onerror=alert(1)> 导入失败');
    expect(container.querySelector('img')).toBeNull();
    expect(lines[1].textContent).toBe('2、账号 b 导入成功');
  });
});
